import type { SliderList } from '@portal/shared/contracts/content';
import { useQuery } from '@tanstack/react-query';
import { contentKeys } from '@/features/content/api/content-keys';
import { api } from '@/lib/api/client';

/** `GET /api/content/slider`: the slides showing now. */
export function useSlider() {
  return useQuery({
    queryKey: contentKeys.slider(),
    queryFn: ({ signal }) => api.get<SliderList>('/api/content/slider', { signal }),
  });
}
