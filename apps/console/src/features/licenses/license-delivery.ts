// spec §2: a generated licence reaches its recipient as a link or as a QR code of the same claim link.
export type LicenseDelivery = 'link' | 'qr';

export const LICENSE_DELIVERY_LABEL: Record<LicenseDelivery, string> = {
  link: 'Link',
  qr: 'QR Code',
};

export const LICENSE_DELIVERIES: readonly LicenseDelivery[] = ['link', 'qr'];
