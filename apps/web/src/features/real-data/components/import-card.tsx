import { csvDocument } from '@portal/shared/csv';
import { IMPORT_COLUMNS, IMPORT_MAX_BYTES, IMPORT_MAX_ROWS, type ImportKind } from '@portal/shared/real-data';
import type { ImportResult } from '@portal/shared/contracts/real-data';
import { CheckCircle2, Download, FileUp, Upload } from 'lucide-react';
import { useId, useState } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { useImport } from '@/features/real-data/api/real-data-api';

const KINDS: Record<ImportKind, string> = { products: 'Ürünler', members: 'Üyeler' };
const EXAMPLES: Record<ImportKind, string[][]> = {
  products: [
    ['Omega 3 1000 mg', 'Balık yağı, 60 kapsül', '100,00', '', '', '1.234,56', '1.500,00', '', '%10', 'OMG-1000', '25'],
  ],
  members: [
    ['Ayşe Kaya', 'ayse.kaya@ornek.com.tr', '05321112233', 'Bayi', 'ust.uye@ornek.com.tr', 'İstanbul', 'Kadıköy'],
  ],
};

function downloadTemplate(kind: ImportKind) {
  const text = csvDocument(IMPORT_COLUMNS[kind], EXAMPLES[kind]);
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = kind === 'products' ? 'urun-sablonu.csv' : 'uye-sablonu.csv';
  a.click();
  URL.revokeObjectURL(url);
}

/** Import from CSV/XLSX: the server previews every row with its errors; the commit writes all or nothing. */
export function ImportCard() {
  const [kind, setKind] = useState<ImportKind>('products');
  const [file, setFile] = useState<File | null>(null);
  const [tooLarge, setTooLarge] = useState(false);
  const [result, setResult] = useState<ImportResult | null>(null);
  const send = useImport();
  const fileId = useId();
  const kindId = useId();

  const run = (commit: boolean) => {
    if (!file) return;
    send.mutate({ kind, file, commit }, { onSuccess: setResult });
  };
  const ready = result && !result.committed && !result.fileError && result.invalid === 0 && result.valid > 0;

  return (
    <Card data-testid="import-card">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <FileUp className="size-4 text-primary" aria-hidden="true" />
          Ürün ve üye içe aktarma
        </CardTitle>
        <CardDescription>
          CSV (Excel'in “CSV UTF-8, noktalı virgülle ayrılmış” biçimi) ya da XLSX dosyası yükleyin; en fazla 5 MB ve{' '}
          {IMPORT_MAX_ROWS.toLocaleString('tr-TR')} satır. Önizlemede her satırın hataları gösterilir; tek bir satır
          hatalıysa hiçbir kayıt eklenmez. Üyelere şifre dosyada verilmez: her yeni üyeye şifre belirleme e-postası
          gönderilir.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex min-w-0 flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-[12rem_1fr]">
          <div className="flex flex-col gap-2">
            <Label htmlFor={kindId}>Veri türü</Label>
            <NativeSelect
              id={kindId}
              value={kind}
              onChange={(e) => {
                setKind(e.target.value as ImportKind);
                setResult(null);
              }}
              data-testid="import-kind"
            >
              {Object.entries(KINDS).map(([k, label]) => (
                <option key={k} value={k}>
                  {label}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="flex min-w-0 flex-col gap-2">
            <span className="text-sm font-medium">Dosya</span>
            <div className="flex min-w-0 items-center gap-3">
              {/* The browser's own button speaks the browser's language; this one speaks Turkish. */}
              <Button variant="outline" asChild>
                <label htmlFor={fileId} className="cursor-pointer">
                  Dosya Seç
                </label>
              </Button>
              <span className="min-w-0 truncate text-sm text-muted-foreground" data-testid="import-file-name">
                {file ? file.name : 'Dosya seçilmedi'}
              </span>
            </div>
            <input
              id={fileId}
              type="file"
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              className="sr-only"
              data-testid="import-file"
              onChange={(e) => {
                const f = e.target.files?.[0] ?? null;
                setTooLarge(Boolean(f && f.size > IMPORT_MAX_BYTES));
                setFile(f && f.size <= IMPORT_MAX_BYTES ? f : null);
                setResult(null);
                e.target.value = '';
              }}
            />
            {tooLarge ? <p className="text-sm text-destructive">Dosya en fazla 5 MB olabilir</p> : null}
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => run(false)} disabled={!file || send.isPending} data-testid="import-preview">
            {send.isPending && !send.variables?.commit ? <Spinner /> : <Upload aria-hidden="true" />}
            Önizle
          </Button>
          <Button
            variant="default"
            onClick={() => run(true)}
            disabled={!ready || send.isPending}
            data-testid="import-commit"
          >
            {send.isPending && send.variables?.commit ? <Spinner /> : <CheckCircle2 aria-hidden="true" />}
            İçe Aktar
          </Button>
          <Button variant="outline" onClick={() => downloadTemplate(kind)}>
            <Download aria-hidden="true" />
            Şablonu İndir
          </Button>
        </div>
        {result ? <ImportOutcome result={result} /> : null}
      </CardContent>
    </Card>
  );
}

function ImportOutcome({ result }: { result: ImportResult }) {
  if (result.fileError) {
    return (
      <Alert variant="destructive" data-testid="import-file-error">
        <AlertTitle>Dosya okunamadı</AlertTitle>
        <AlertDescription>{result.fileError}</AlertDescription>
      </Alert>
    );
  }
  return (
    <div className="flex min-w-0 flex-col gap-3" data-testid="import-result">
      {result.committed ? (
        <Alert data-testid="import-committed">
          <AlertTitle>İçe aktarma tamamlandı</AlertTitle>
          <AlertDescription>{result.created} kayıt eklendi.</AlertDescription>
        </Alert>
      ) : result.invalid > 0 ? (
        <Alert variant="destructive" data-testid="import-has-errors">
          <AlertTitle>{result.invalid} satırda hata var</AlertTitle>
          <AlertDescription>Hiçbir kayıt eklenmedi. Dosyayı düzeltip yeniden yükleyin.</AlertDescription>
        </Alert>
      ) : (
        <p className="text-sm" data-testid="import-ready">
          {result.valid} satır hazır. Eklemek için “İçe Aktar”a basın.
        </p>
      )}
      <ul className="flex min-w-0 flex-col divide-y rounded-lg border text-sm" aria-label="Satırlar">
        {result.rows.map((r) => (
          <li key={r.row} className="flex min-w-0 flex-col gap-1 px-3 py-2" data-testid={`import-row-${r.row}`}>
            <div className="flex min-w-0 items-center gap-2">
              <Badge variant={r.errors.length > 0 ? 'destructive' : 'success'}>{r.row}. satır</Badge>
              <span className="min-w-0 truncate">{r.summary}</span>
            </div>
            {r.errors.map((e) => (
              <p key={e} className="break-words text-destructive">
                {e}
              </p>
            ))}
          </li>
        ))}
      </ul>
    </div>
  );
}
