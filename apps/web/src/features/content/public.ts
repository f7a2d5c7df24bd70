// What other features may use of the site's content: the home page's slider.
export { HeroSlider } from '@/features/content/components/hero-slider';
