import { Download } from 'lucide-react';
import { QRCodeCanvas } from 'qrcode.react';
import { useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';

type QrDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  link: string;
  code: string;
};

/** The link as a QR code, to be scanned from the screen or saved as a PNG and printed. */
export function QrDialog({ open, onOpenChange, link, code }: QrDialogProps) {
  const box = useRef<HTMLDivElement>(null);
  const download = () => {
    const canvas = box.current?.querySelector('canvas');
    if (!canvas) return;
    const a = document.createElement('a');
    a.href = canvas.toDataURL('image/png');
    a.download = `davet-${code}.png`;
    a.click();
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-sm" data-testid="invitation-qr-dialog">
        <DialogHeader>
          <DialogTitle>Davet QR Kodu</DialogTitle>
          <DialogDescription>Telefonun kamerasıyla okutulduğunda davet sayfası açılır.</DialogDescription>
        </DialogHeader>
        <div ref={box} className="flex flex-col items-center gap-3">
          <div className="rounded-lg bg-white p-3">
            <QRCodeCanvas value={link} size={224} marginSize={1} aria-label={`Davet bağlantısı: ${link}`} role="img" />
          </div>
          <p className="font-mono text-lg tracking-widest">{code}</p>
          <p className="break-all text-center text-xs text-muted-foreground">{link}</p>
        </div>
        <Button variant="outline" onClick={download}>
          <Download aria-hidden="true" />
          PNG olarak indir
        </Button>
      </DialogContent>
    </Dialog>
  );
}
