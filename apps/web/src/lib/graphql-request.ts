import { ApiError, apiRequest, GENERIC_ERROR } from './api-client';

interface GraphqlAnswer<T> {
  data?: T | null;
  errors?: Array<{ message: string }>;
}

/**
 * One GraphQL operation over HTTP POST /graphql with the collector's bearer token. A GraphQL error
 * (a missing sign-in, a malformed key) becomes an ApiError like a REST refusal; refusals the server
 * answers in a payload (`nonFieldErrors`) stay in the data for the caller to show.
 */
export async function graphqlRequest<T>(query: string, variables: Record<string, unknown>, options: { signal?: AbortSignal; anonymous?: boolean } = {}): Promise<T> {
  const answer = await apiRequest<GraphqlAnswer<T>>('/graphql', { method: 'POST', body: { query, variables }, signal: options.signal, anonymous: options.anonymous });
  if (answer.errors?.length || !answer.data) {
    const messages = answer.errors?.map((error) => error.message) ?? [GENERIC_ERROR];
    throw new ApiError(400, { nonFieldErrors: messages }, messages);
  }
  return answer.data;
}
