import { normalizeSearch, turkishUpper } from '@portal/shared/format';
import { Droplets, Gem, Leaf, type LucideIcon, Microscope, Package, Pill, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/lib/utils';

/**
 * A product's picture, or, while products have no images, a placeholder tile: the category's
 * colour and icon with the product's initials, so that cards stay recognisable at a glance.
 * Shared by the shop, the public catalogue and the cart.
 */

type Tone = { tile: string; icon: string };

// Full class names, listed literally so that Tailwind generates them.
const TONES: Tone[] = [
  { tile: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200', icon: 'text-emerald-600/40' },
  { tile: 'bg-sky-100 text-sky-800 dark:bg-sky-950 dark:text-sky-200', icon: 'text-sky-600/40' },
  { tile: 'bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-200', icon: 'text-amber-600/40' },
  { tile: 'bg-violet-100 text-violet-800 dark:bg-violet-950 dark:text-violet-200', icon: 'text-violet-600/40' },
  { tile: 'bg-rose-100 text-rose-800 dark:bg-rose-950 dark:text-rose-200', icon: 'text-rose-600/40' },
  { tile: 'bg-teal-100 text-teal-800 dark:bg-teal-950 dark:text-teal-200', icon: 'text-teal-600/40' },
  { tile: 'bg-lime-100 text-lime-800 dark:bg-lime-950 dark:text-lime-200', icon: 'text-lime-600/40' },
  { tile: 'bg-indigo-100 text-indigo-800 dark:bg-indigo-950 dark:text-indigo-200', icon: 'text-indigo-600/40' },
];
const NEUTRAL: Tone = { tile: 'bg-muted text-muted-foreground', icon: 'text-muted-foreground/60' };

const ICONS: [string[], LucideIcon][] = [
  [['vitamin'], Pill],
  [['mineral'], Gem],
  [['bitki', 'herbal'], Leaf],
  [['probiyot', 'bakteri', 'kultur'], Microscope],
  [['omega', 'yag', 'balik'], Droplets],
  [['cilt', 'bakim', 'kozmetik', 'serum'], Sparkles],
];

function hash(text: string): number {
  let h = 0;
  for (let i = 0; i < text.length; i++) h = (h * 31 + text.charCodeAt(i)) | 0;
  return Math.abs(h);
}

type CategoryRef = { id: string; name: string } | null | undefined;

function toneFor(category: CategoryRef): Tone {
  return category ? (TONES[hash(category.name) % TONES.length] ?? NEUTRAL) : NEUTRAL;
}

function iconFor(category: CategoryRef): LucideIcon {
  if (!category) return Package;
  const key = normalizeSearch(category.name);
  return ICONS.find(([words]) => words.some((w) => key.includes(w)))?.[1] ?? Package;
}

/** 'C Vitamini 1000 mg' → 'CV'; digits and units are skipped when letters are available. */
export function productInitials(name: string): string {
  const words = name.split(/\s+/).filter((w) => /^\p{L}/u.test(w));
  const letters = (words.length > 0 ? words : name.split(/\s+/)).slice(0, 2).map((w) => w.charAt(0));
  return turkishUpper(letters.join('')) || '?';
}

type ProductImageProps = {
  name: string;
  image: string | null;
  category: CategoryRef;
  className?: string;
  /** Small thumbnails (tables, lists) hide the icon and show only the initials. */
  size?: 'default' | 'sm';
};

export function ProductImage({ name, image, category, className, size = 'default' }: ProductImageProps) {
  const [failed, setFailed] = useState(false);
  if (image && !failed) {
    return (
      <img
        src={image}
        alt={name}
        loading="lazy"
        decoding="async"
        onError={() => setFailed(true)}
        className={cn('size-full bg-muted object-cover', className)}
      />
    );
  }
  const tone = toneFor(category);
  const Icon = iconFor(category);
  return (
    <div
      role="img"
      aria-label={name}
      data-slot="product-placeholder"
      className={cn('relative flex size-full items-center justify-center overflow-hidden', tone.tile, className)}
    >
      {size === 'default' ? (
        <Icon
          aria-hidden="true"
          className={cn('absolute right-[-4%] bottom-[-8%] aspect-square h-[58%] w-auto rotate-[-12deg]', tone.icon)}
          strokeWidth={1.25}
        />
      ) : null}
      <span
        aria-hidden="true"
        className={cn('relative font-semibold tracking-wide', size === 'sm' ? 'text-sm' : 'text-3xl')}
      >
        {productInitials(name)}
      </span>
    </div>
  );
}
