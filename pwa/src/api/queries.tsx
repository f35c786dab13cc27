/**
 * Online server state (admin screens, the certificate check) through TanStack Query: loading,
 * error, refetch and invalidation written once. Offline data never comes through here: it lives
 * in Dexie. The provider wraps only the screens that use it, so the library loads with them and
 * not with the home page.
 */
import { QueryClient, QueryClientProvider, queryOptions, useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { AnswerOf, EndpointDef, EndpointRequest } from '@institute/shared-schema';
import { call, type CallOptions } from './client';
import { ApiError } from './http';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // Fail at once when offline so the screen says so (admin screens need the network).
      networkMode: 'always',
      staleTime: 30_000,
      retry: (failures, error) => error instanceof ApiError && error.status >= 500 && failures < 2,
      refetchOnWindowFocus: true,
    },
    mutations: { networkMode: 'always', retry: false },
  },
});

/** The cache key of an endpoint: its method and path, then what was asked. */
export const keyOf = (endpoint: EndpointDef, request?: object) =>
  request ? [endpoint.method, endpoint.path, request] : [endpoint.method, endpoint.path];

/** Query options for a GET endpoint, for `useQuery`/`useSuspenseQuery` or a route loader. */
export function endpointQuery<E extends EndpointDef>(endpoint: E, request: EndpointRequest<E>, options: CallOptions = {}) {
  return queryOptions<AnswerOf<E>, ApiError>({
    queryKey: keyOf(endpoint, request),
    queryFn: () => call(endpoint, request, options),
  });
}

/**
 * A write through an endpoint; on success the listed endpoints' queries are refetched, so every
 * screen showing them changes without a reload.
 */
export function useEndpointMutation<E extends EndpointDef>(
  endpoint: E,
  {
    invalidates = [],
    fallback,
    ...options
  }: { invalidates?: EndpointDef[]; fallback?: string } & Omit<
    UseMutationOptions<AnswerOf<E>, ApiError, EndpointRequest<E>>,
    'mutationFn'
  > = {},
) {
  return useMutation<AnswerOf<E>, ApiError, EndpointRequest<E>>({
    ...options,
    mutationFn: (request) => call(endpoint, request, { fallback }),
    onSuccess: async (...args) => {
      await Promise.all(invalidates.map((e) => queryClient.invalidateQueries({ queryKey: keyOf(e) })));
      await options.onSuccess?.(...args);
    },
  });
}

/** Wraps a screen in the query provider (each lazily loaded screen that uses queries). */
export function withQueries<P extends object>(Screen: ComponentType<P>) {
  function WithQueries(props: P) {
    return (
      <QueryClientProvider client={queryClient}>
        <Screen {...props} />
      </QueryClientProvider>
    );
  }
  WithQueries.displayName = `WithQueries(${Screen.displayName ?? Screen.name})`;
  return WithQueries;
}
