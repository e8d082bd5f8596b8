// Demo data of the ipo domain: written only where missing, so restarts never duplicate it.
import type { DomainContext } from '../domain-context';

export async function seedIpo(_ctx: DomainContext): Promise<void> {}
