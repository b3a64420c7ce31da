import type { Lang } from 'shared';

export const demoDialogCopy: Record<
  Lang,
  { title: string; intro: string; frameTitle: string; close: string }
> = {
  en: {
    title: 'Schedule Your Personalized Demo',
    intro: 'Pick a time that suits you and we will show you {brand} working with your own catalogue.',
    frameTitle: 'Demo booking calendar',
    close: 'Close',
  },
  es: {
    title: 'Programa Tu Demo Personalizado',
    intro: 'Elige el horario que mejor te quede y te mostraremos {brand} funcionando con tu propio catálogo.',
    frameTitle: 'Calendario para agendar la demo',
    close: 'Cerrar',
  },
};
