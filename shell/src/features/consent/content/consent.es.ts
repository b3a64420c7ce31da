import type { ConsentCopy } from './types';

export const es: ConsentCopy = {
  title: 'Preferencias de Cookies',
  body: 'Usamos un poco de almacenamiento del navegador para que este sitio funcione y, solo si lo aceptas, cookies de analítica que nos dicen cómo se usa.',
  essentialTitle: 'Esenciales',
  essentialBody:
    'Siempre activas. Recuerdan tu idioma y esta elección. No contienen identificadores de seguimiento.',
  analyticsTitle: 'Analítica',
  analyticsBody:
    'Opcionales. Google Analytics cuenta visitas e interacciones (por ejemplo, abrir el calendario de demos) para que podamos mejorar el sitio. No se carga nada hasta que aceptes.',
  current: {
    accepted: 'Elección actual: analítica aceptada.',
    declined: 'Elección actual: analítica rechazada.',
    unset: 'Todavía no elegiste; la analítica sigue desactivada.',
  },
  accept: 'Aceptar analítica',
  decline: 'Rechazar analítica',
  close: 'Cerrar',
  saved: 'Guardamos tus preferencias de cookies.',
  bannerLabel: 'Aviso de cookies',
  bannerBody:
    '¿Podemos usar cookies de analítica para saber cómo se usa este sitio? No se carga nada salvo que aceptes.',
  settings: 'Configurar',
};
