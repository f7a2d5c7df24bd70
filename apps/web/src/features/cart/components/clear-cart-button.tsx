import { Trash2 } from 'lucide-react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useClearCart } from '@/features/cart/api/clear-cart';

export function ClearCartButton({ lineCount }: { lineCount: number }) {
  const clear = useClearCart();
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button
          variant="ghost"
          size="sm"
          disabled={clear.isPending}
          className="text-destructive hover:text-destructive"
          data-testid="cart-clear"
        >
          {clear.isPending ? <Spinner /> : <Trash2 aria-hidden="true" />}
          Sepeti Temizle
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent data-testid="cart-clear-dialog">
        <AlertDialogHeader>
          <AlertDialogTitle>Sepet temizlensin mi?</AlertDialogTitle>
          <AlertDialogDescription>
            Sepetinizdeki {lineCount} ürünün tamamı çıkarılacak. Bu işlem geri alınamaz.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Vazgeç</AlertDialogCancel>
          <AlertDialogAction variant="destructive" onClick={() => clear.mutate()}>
            Sepeti Temizle
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
