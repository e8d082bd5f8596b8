// Demo data of the wallet domain: written only where missing, so restarts never duplicate it.
import type { DomainContext } from '../domain-context';

export async function seedWallet(_ctx: DomainContext): Promise<void> {}
