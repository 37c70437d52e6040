import { api } from '@nacho/api';
import type { AdminSystem, RetryJobReply } from '@nacho/contracts';

export type { AdminSystem } from '@nacho/contracts';

/** GET /api/admin/system and the retry of a failed job (the System tab). */
export const systemApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminSystem: build.query<AdminSystem, void>({ query: () => '/api/admin/system', keepUnusedDataFor: 0 }),
    retryFailedJob: build.mutation<RetryJobReply, { queue: string; id: string }>({
      query: ({ queue, id }) => ({
        url: `/api/admin/system/queues/${encodeURIComponent(queue)}/jobs/${encodeURIComponent(id)}/retry`,
        method: 'POST',
        body: {},
      }),
    }),
  }),
});

export const { useGetAdminSystemQuery, useRetryFailedJobMutation } = systemApi;
