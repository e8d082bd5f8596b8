// Demo data of the trade domain: written only where missing, so restarts never duplicate it.
import type { DomainContext } from '../domain-context';

export async function seedTrade(_ctx: DomainContext): Promise<void> {}
