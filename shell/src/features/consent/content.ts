import type { Lang } from 'shared';

export const consentCopy: Record<
  Lang,
  {
    title: string;
    body: string;
    analyticsTitle: string;
    analyticsBody: string;
    essentialTitle: string;
    essentialBody: string;
    current: Record<'accepted' | 'declined' | 'unset', string>;
    accept: string;
    decline: string;
    close: string;
    saved: string;
    bannerLabel: string;
    bannerBody: string;
    settings: string;
  }
> = {
  en: {
    title: 'Cookie Preferences',
    body: 'We use a small amount of browser storage to run this site, and, only if you agree, analytics cookies that tell us how visitors use it.',
    essentialTitle: 'Essential',
    essentialBody:
      'Always on. They remember your language and this choice. They contain no tracking identifiers.',
    analyticsTitle: 'Analytics',
    analyticsBody:
      'Optional. Google Analytics counts visits and interactions (for example, opening the demo calendar) so we can improve the site. Nothing is loaded until you accept.',
    current: {
      accepted: 'Current choice: analytics accepted.',
      declined: 'Current choice: analytics declined.',
      unset: 'You have not made a choice yet; analytics stays off.',
    },
    accept: 'Accept analytics',
    decline: 'Decline analytics',
    close: 'Close',
    saved: 'Your cookie preferences were saved.',
    bannerLabel: 'Cookie notice',
    bannerBody:
      'May we use analytics cookies to learn how visitors use this site? Nothing is loaded unless you accept.',
    settings: 'Settings',
  },
  es: {
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
  },
};
