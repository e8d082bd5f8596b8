// A fake edge for component tests: answers by API path, records every request.
import type { ApiError, ApiRequest, Transport } from '@app/shared';

export type Answer = { data: unknown } | { error: ApiError };
export type Answers = Record<string, Answer | ((req: ApiRequest) => Answer | Promise<Answer>)>;

export function fakeTransport(answers: Answers) {
  const calls: ApiRequest[] = [];
  const transport: Transport = async (args) => {
    calls.push(args);
    const a = answers[args.path];
    if (!a) return { error: { kind: 'network', retCode: null, message: `no answer for ${args.path}` } };
    return typeof a === 'function' ? a(args) : a;
  };
  return { transport, calls, callsTo: (path: string) => calls.filter((c) => c.path === path) };
}

export const businessError = (retCode: number, message: string): Answer => ({ error: { kind: 'business-error', retCode, message } });
