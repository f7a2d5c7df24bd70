import type { GlobalFilters } from '@portal/shared/analytics-filters';
import type { FilterPreset } from '@portal/shared/contracts/filter-presets';
import { FILTER_PRESET_DESCRIPTION_MAX, FILTER_PRESET_NAME_MAX, presetFilters } from '@portal/shared/filter-presets';
import { Bookmark, Lock, Save, Star, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { Switch } from '@/components/ui/switch';
import { isApiError } from '@/lib/api/client';
import { cn } from '@/lib/utils';
import {
  useCreateFilterPreset,
  useDeleteFilterPreset,
  useFilterPresets,
  useSetDefaultFilterPreset,
} from './use-filter-presets';

const errorText = (error: unknown, fallback: string) => (isApiError(error) ? error.message : fallback);

/**
 * The presets of the filter bar: load one (its filters replace the page's), save the current
 * filters as a preset, make one the default, delete one's own (never a built-in one).
 */
export function FilterPresetsMenu({
  filters,
  onLoad,
}: {
  filters: GlobalFilters;
  onLoad: (filters: GlobalFilters) => void;
}) {
  const [open, setOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const presets = useFilterPresets();
  const remove = useDeleteFilterPreset();
  const setDefault = useSetDefaultFilterPreset();

  const load = (preset: FilterPreset) => {
    onLoad(presetFilters(preset));
    setOpen(false);
    toast.success(`"${preset.name}" filtresi yüklendi`);
  };
  const del = (preset: FilterPreset) =>
    remove.mutate(preset.id, {
      onSuccess: () => toast.success('Filtre silindi'),
      onError: (e) => toast.error(errorText(e, 'Filtre silinemedi')),
    });
  const makeDefault = (preset: FilterPreset) =>
    setDefault.mutate(preset.id, {
      onSuccess: () => toast.success(`"${preset.name}" varsayılan filtre oldu`),
      onError: (e) => toast.error(errorText(e, 'Varsayılan filtre değiştirilemedi')),
    });

  return (
    <>
      <Popover open={open} onOpenChange={setOpen}>
        <PopoverTrigger asChild>
          <Button variant="outline" data-testid="filter-presets-button">
            <Bookmark aria-hidden="true" />
            Kayıtlı Filtreler
          </Button>
        </PopoverTrigger>
        <PopoverContent align="end" className="w-[min(22rem,calc(100vw-2rem))] p-0" data-testid="filter-presets-menu">
          <div className="border-b px-3 py-2 text-sm font-medium">Kayıtlı Filtreler</div>
          {presets.isPending ? (
            <p className="px-3 py-3 text-sm text-muted-foreground">Yükleniyor...</p>
          ) : presets.isError ? (
            <p className="px-3 py-3 text-sm text-destructive">Filtreler yüklenemedi</p>
          ) : (
            <ul className="max-h-80 overflow-y-auto p-1">
              {presets.data.presets.map((preset) => (
                <li
                  key={preset.id}
                  className="flex items-center gap-1 rounded-md hover:bg-accent/50"
                  data-testid="filter-preset"
                >
                  <button
                    type="button"
                    onClick={() => load(preset)}
                    className="flex min-w-0 flex-1 flex-col items-start rounded-md px-2 py-1.5 text-left focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                    aria-label={`${preset.name} filtresini yükle`}
                  >
                    <span className="flex items-center gap-1.5 text-sm font-medium">
                      {preset.isSystem ? (
                        <Lock className="size-3 text-muted-foreground" aria-label="Sistem filtresi" />
                      ) : null}
                      <span className="truncate">{preset.name}</span>
                      {preset.isDefault ? (
                        <span className="rounded bg-primary/10 px-1.5 text-[0.6875rem] text-primary">Varsayılan</span>
                      ) : null}
                    </span>
                    {preset.description ? (
                      <span className="line-clamp-1 text-xs text-muted-foreground">{preset.description}</span>
                    ) : null}
                  </button>
                  <Button
                    variant="ghost"
                    size="icon"
                    className="size-8 shrink-0"
                    disabled={preset.isDefault || setDefault.isPending}
                    onClick={() => makeDefault(preset)}
                    aria-label={`${preset.name} varsayılan olsun`}
                    title="Varsayılan yap"
                  >
                    <Star aria-hidden="true" className={cn(preset.isDefault && 'fill-current text-amber-500')} />
                  </Button>
                  {preset.isSystem ? (
                    <span className="size-8 shrink-0" />
                  ) : (
                    <Button
                      variant="ghost"
                      size="icon"
                      className="size-8 shrink-0 text-destructive"
                      disabled={remove.isPending}
                      onClick={() => del(preset)}
                      aria-label={`${preset.name} filtresini sil`}
                      title="Sil"
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          )}
          <div className="border-t p-2">
            <Button
              variant="secondary"
              className="w-full"
              onClick={() => {
                setOpen(false);
                setSaving(true);
              }}
            >
              <Save aria-hidden="true" />
              Mevcut filtreleri kaydet
            </Button>
          </div>
        </PopoverContent>
      </Popover>
      <SavePresetDialog open={saving} onOpenChange={setSaving} filters={filters} />
    </>
  );
}

function SavePresetDialog({
  open,
  onOpenChange,
  filters,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  filters: GlobalFilters;
}) {
  const id = useId();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [isDefault, setIsDefault] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const create = useCreateFilterPreset();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setError('Filtre adı girin');
      return;
    }
    create.mutate(
      { name: name.trim(), description: description.trim(), filters, isDefault },
      {
        onSuccess: () => {
          toast.success('Filtre kaydedildi');
          setName('');
          setDescription('');
          setIsDefault(false);
          setError(null);
          onOpenChange(false);
        },
        onError: (e) => {
          const message = errorText(e, 'Filtre kaydedilemedi');
          setError(message);
          toast.error(message);
        },
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>Filtreyi kaydet</DialogTitle>
            <DialogDescription>Seçili filtreleri bir adla kaydedin; sonra tek tıkla yükleyin.</DialogDescription>
          </DialogHeader>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-name`}>Ad</Label>
            <Input
              id={`${id}-name`}
              value={name}
              maxLength={FILTER_PRESET_NAME_MAX}
              onChange={(e) => setName(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              autoFocus
            />
            {error ? (
              <p id={`${id}-error`} className="text-sm text-destructive" role="alert">
                {error}
              </p>
            ) : null}
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-description`}>Açıklama (isteğe bağlı)</Label>
            <Input
              id={`${id}-description`}
              value={description}
              maxLength={FILTER_PRESET_DESCRIPTION_MAX}
              onChange={(e) => setDescription(e.target.value)}
            />
          </div>
          <div className="flex items-center gap-2">
            <Switch id={`${id}-default`} checked={isDefault} onCheckedChange={setIsDefault} />
            <Label htmlFor={`${id}-default`}>Sayfalar bu filtreyle açılsın (varsayılan)</Label>
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Vazgeç
            </Button>
            <Button type="submit" disabled={create.isPending}>
              Kaydet
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
