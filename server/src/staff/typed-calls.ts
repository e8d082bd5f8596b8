// Handlers typed by the console's contract (StaffSupportCalls, StaffContentCalls in
// @app/shared/staff): each call's fields are read into its request type, and what it answers must
// be its answer type, so the contract and the provider cannot drift apart.
import type { StaffCall } from '@app/shared/staff';
import type { StaffCallContext, StaffEndpoint, StaffSignedInContext } from './api';

export type TypedEndpoint<Call extends StaffCall<unknown, unknown>> = Omit<StaffEndpoint<Call['request']>, 'handle'> & {
  handle(request: Call['request'], context: StaffSignedInContext | StaffCallContext): Promise<Call['answer']>;
};

/** Every call of a contract, typed. */
export type TypedHandlers<Calls> = {
  [P in keyof Calls]: Calls[P] extends StaffCall<unknown, unknown> ? TypedEndpoint<Calls[P]> : never;
};
