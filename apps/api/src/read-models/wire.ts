import type { components } from '@pod-console/sdk';

/** A schema of the contract, as generated into the SDK: handlers answer exactly these shapes. */
export type Wire<Name extends keyof components['schemas']> = components['schemas'][Name];

export const iso = (value: Date | string): string => new Date(value).toISOString();
export const isoOrNull = (value: Date | string | null): string | null => (value == null ? null : iso(value));
