import { slideIsActive } from '@portal/shared/content';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useSlider } from '@/features/content/api/get-slider';

/**
 * The home page's slider: the admin's slides in order, one at a time, with previous/next buttons
 * and dots. It moves on by itself every 7 s unless the visitor prefers reduced motion or is
 * hovering or focusing it.
 */
export function HeroSlider() {
  const query = useSlider();
  const slides = (query.data?.items ?? []).filter((s) => slideIsActive(s));
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = slides.length;

  useEffect(() => {
    if (count < 2 || paused || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), 7000);
    return () => window.clearInterval(timer);
  }, [count, paused]);

  // While the slides are on their way their box is kept, so the page below does not jump.
  if (query.isPending) {
    return (
      <div className="border-b bg-muted" aria-hidden="true" data-testid="hero-slider-loading">
        <div className="mx-auto aspect-[16/10] max-h-[480px] w-full max-w-6xl sm:aspect-[16/6]" />
      </div>
    );
  }
  if (count === 0) return null;
  const current = slides[index % count];
  if (!current) return null;
  const go = (delta: number) => setIndex((i) => (i + delta + count) % count);

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Öne çıkanlar"
      className="relative overflow-hidden border-b bg-muted"
      data-testid="hero-slider"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className="relative mx-auto flex aspect-[16/10] max-h-[480px] w-full max-w-6xl items-end sm:aspect-[16/6]">
        <span className="sr-only">{`${index + 1} / ${count}`}</span>
        {current.image ? (
          <img
            src={current.image}
            alt=""
            width={1600}
            height={600}
            fetchPriority={index === 0 ? 'high' : 'auto'}
            className="absolute inset-0 size-full object-cover"
          />
        ) : null}
        <div
          className="absolute inset-0 bg-gradient-to-t from-black/75 via-black/35 to-transparent"
          aria-hidden="true"
        />
        <div className="relative flex w-full flex-col gap-2 px-14 pb-12 text-white sm:px-16 sm:pb-14">
          <p className="max-w-2xl text-2xl font-bold text-balance drop-shadow sm:text-4xl">{current.title}</p>
          {current.body ? <p className="max-w-xl text-sm text-white/95 sm:text-lg">{current.body}</p> : null}
          {current.linkUrl ? (
            <div>
              <Button asChild size="sm" variant="secondary" className="mt-2">
                {current.linkUrl.startsWith('/') ? (
                  <Link to={current.linkUrl}>Ayrıntılar</Link>
                ) : (
                  <a href={current.linkUrl} rel="noopener noreferrer">
                    Ayrıntılar
                  </a>
                )}
              </Button>
            </div>
          ) : null}
        </div>
      </div>
      {count > 1 ? (
        <>
          <Button
            type="button"
            size="icon"
            variant="secondary"
            className="absolute top-1/2 left-2 -translate-y-1/2 opacity-90"
            aria-label="Önceki"
            onClick={() => go(-1)}
          >
            <ChevronLeft aria-hidden="true" />
          </Button>
          <Button
            type="button"
            size="icon"
            variant="secondary"
            className="absolute top-1/2 right-2 -translate-y-1/2 opacity-90"
            aria-label="Sonraki"
            onClick={() => go(1)}
          >
            <ChevronRight aria-hidden="true" />
          </Button>
          <div className="absolute bottom-3 left-1/2 flex -translate-x-1/2 gap-1">
            {slides.map((s, i) => (
              <button
                key={s.id}
                type="button"
                aria-label={`${i + 1}. slayt`}
                aria-current={i === index % count ? 'true' : undefined}
                onClick={() => setIndex(i)}
                className="flex size-6 items-center justify-center"
              >
                <span className={`block size-2.5 rounded-full ${i === index % count ? 'bg-white' : 'bg-white/60'}`} />
              </button>
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
}
