// Demo data of the account domain: written only where missing, so restarts never duplicate it.
import type { DomainContext } from '../domain-context';

export async function seedAccount(_ctx: DomainContext): Promise<void> {}
