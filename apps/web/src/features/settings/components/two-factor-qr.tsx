import { QRCodeSVG } from 'qrcode.react';

/** Kept in its own chunk: the QR encoder is only needed by members who turn two-factor on. */
export function TwoFactorQr({ value }: { value: string }) {
  return <QRCodeSVG value={value} size={176} title="İki adımlı doğrulama QR kodu" marginSize={0} />;
}
