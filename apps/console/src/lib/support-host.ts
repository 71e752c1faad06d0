/**
 * spec §8 "… reach out to support@{host}": the site's host name, without the port (it becomes an e-mail
 * address). One place, so every screen shows the same address.
 */
export const supportHost = (): string => window.location.hostname;
