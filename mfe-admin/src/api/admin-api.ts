import { api } from '@nacho/api';

export interface AdminSession {
  authenticated: boolean;
}

export const adminApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminSession: build.query<AdminSession, void>({ query: () => '/api/admin/session', keepUnusedDataFor: 0 }),
  }),
});

export const { useGetAdminSessionQuery } = adminApi;
