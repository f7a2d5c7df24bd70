import { ImageUp } from 'lucide-react';
import { useId, useRef } from 'react';
import { ProductImage } from '@/components/product-image';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { AdminProduct } from '@portal/shared/contracts/admin-products';
import { useUploadProductImage } from '@/features/admin-products/api/upload-product-image';

const ACCEPT = 'image/jpeg,image/png,image/webp';
const MAX_BYTES = 5 * 1024 * 1024;

/** The product's picture with an upload button; the server resizes what is sent to 800 px WebP. */
export function ProductImageField({ product }: { product: AdminProduct }) {
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const upload = useUploadProductImage();

  const onPick = (file: File | undefined) => {
    if (!file) return;
    if (file.size > MAX_BYTES) {
      upload.reset();
      input.current?.setCustomValidity('Görsel en fazla 5 MB olabilir');
      input.current?.reportValidity();
      return;
    }
    input.current?.setCustomValidity('');
    upload.mutate({ id: product.id, file });
  };

  return (
    <div className="flex items-center gap-4 rounded-lg border p-3" data-testid="product-image-field">
      <ProductImage
        image={product.image}
        name={product.name}
        category={
          product.categoryId && product.categoryName ? { id: product.categoryId, name: product.categoryName } : null
        }
        className="size-20 shrink-0 rounded-md"
      />
      <div className="grid gap-1.5">
        <p className="text-sm font-medium">Ürün görseli</p>
        <p id={hintId} className="text-xs text-muted-foreground">
          JPEG, PNG veya WebP, en fazla 5 MB. Görsel 800 piksele küçültülür.
        </p>
        <div>
          <input
            ref={input}
            type="file"
            accept={ACCEPT}
            className="sr-only"
            aria-describedby={hintId}
            aria-label="Ürün görseli seç"
            onChange={(e) => {
              onPick(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
          <Button
            type="button"
            size="sm"
            variant="outline"
            disabled={upload.isPending}
            onClick={() => input.current?.click()}
          >
            {upload.isPending ? <Spinner /> : <ImageUp className="size-4" aria-hidden="true" />}
            {product.image ? 'Görseli değiştir' : 'Görsel yükle'}
          </Button>
        </div>
      </div>
    </div>
  );
}
