import type { ExportFormat } from '@portal/shared/table-export';
import { Download, FileSpreadsheet } from 'lucide-react';
import { Button } from '@/components/ui/button';

/**
 * The two exports every table and report offers: CSV for Turkish Excel and XLSX. `href` is the
 * report's export URL with its filters; the format is added here.
 */
export function ExportButtons({ href, testId = 'export' }: { href: string; testId?: string }) {
  const url = (format: ExportFormat) => `${href}${href.includes('?') ? '&' : '?'}format=${format}`;
  return (
    <div className="flex flex-wrap gap-2" data-testid={testId}>
      <Button asChild variant="outline" size="sm">
        <a href={url('csv')} download data-testid={`${testId}-csv`}>
          <Download aria-hidden="true" />
          CSV indir
        </a>
      </Button>
      <Button asChild variant="outline" size="sm">
        <a href={url('xlsx')} download data-testid={`${testId}-xlsx`}>
          <FileSpreadsheet aria-hidden="true" />
          Excel indir
        </a>
      </Button>
    </div>
  );
}
