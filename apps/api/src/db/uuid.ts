/** The contract's `uuid` format: any version, either case (the contract's examples are plain UUIDs). */
export const UUID_FORMAT = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
