// Demo data of the content domain: written only where missing, so restarts never duplicate it.
import type { DomainContext } from '../domain-context';

export async function seedContent(_ctx: DomainContext): Promise<void> {}
