import type { BaseQueryApi, FetchArgs, FetchBaseQueryMeta, QueryReturnValue } from '@reduxjs/toolkit/query';
import type { ApiError } from './api-error';

type BaseQueryCall = (
  args: string | FetchArgs,
) =>
  | PromiseLike<QueryReturnValue<unknown, ApiError, FetchBaseQueryMeta | undefined>>
  | QueryReturnValue<unknown, ApiError, FetchBaseQueryMeta | undefined>;

/**
 * A queryFn for reads where "not signed in" is an answer, not an error (SPEC 7): a 401 becomes
 * data null, any other failure stays an error.
 *
 *   currentUser: build.query<AuthUser | null, void>({ queryFn: nullOn401(() => '/api/auth/user') })
 */
export function nullOn401<Result, Arg = void>(request: (arg: Arg) => string | FetchArgs) {
  return async (
    arg: Arg,
    _api: BaseQueryApi,
    _extraOptions: unknown,
    baseQuery: BaseQueryCall,
  ): Promise<QueryReturnValue<Result | null, ApiError, FetchBaseQueryMeta | undefined>> => {
    const result = await baseQuery(request(arg));
    if (result.error) {
      return result.error.status === 401
        ? { data: null, meta: result.meta }
        : { error: result.error, meta: result.meta };
    }
    return { data: result.data as Result, meta: result.meta };
  };
}
