import type { DemoDialogCopy } from './types';

export const es: DemoDialogCopy = {
  title: 'Programa Tu Demo Personalizado',
  intro: 'Elige el horario que mejor te quede y te mostraremos {brand} funcionando con tu propio catálogo.',
  frameTitle: 'Calendario para agendar la demo',
  close: 'Cerrar',
};
