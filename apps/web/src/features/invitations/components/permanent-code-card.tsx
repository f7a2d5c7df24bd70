import { formatNumber } from '@portal/shared/format';
import { Infinity as Unlimited } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { usePermanentCode } from '@/features/invitations/api/get-permanent-code';
import { ShareActions } from '@/features/invitations/components/share-actions';
import { useCurrentUser } from '@/lib/auth';

/** The member's permanent code: any number of clients register under them with it; it never expires. */
export function PermanentCodeCard() {
  const user = useCurrentUser();
  const code = usePermanentCode();
  return (
    <Card className="gap-3 py-5" data-testid="permanent-code-card">
      <CardHeader className="px-5">
        <CardTitle className="flex items-center gap-2 text-base">
          <Unlimited className="size-4 text-primary" aria-hidden="true" />
          Kalıcı Davet Kodunuz
        </CardTitle>
        <CardDescription>
          Danışanlarınız bu kodla süre ve sayı sınırı olmadan doğrudan sizin altınıza kayıt olur.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 px-5">
        {code.data ? (
          <>
            <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
              <span className="font-mono text-2xl tracking-widest" data-testid="permanent-code">
                {code.data.code}
              </span>
              <span className="text-sm text-muted-foreground">
                {formatNumber(code.data.usedCount)} danışan bu kodla kayıt oldu
              </span>
            </div>
            <p className="break-all text-sm text-muted-foreground" data-testid="permanent-code-link">
              {code.data.link}
            </p>
            <ShareActions
              className="grid grid-cols-3 sm:flex [&_a]:w-full [&_button]:w-full sm:[&_a]:w-auto sm:[&_button]:w-auto"
              link={code.data.link}
              code={code.data.code}
              inviteRole="client"
              inviterName={user.name}
            />
          </>
        ) : code.isError ? (
          <p className="text-sm text-destructive">Kalıcı davet kodunuz yüklenemedi.</p>
        ) : (
          <Skeleton className="h-20 w-full" />
        )}
      </CardContent>
    </Card>
  );
}
