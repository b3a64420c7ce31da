// The partners listed on /partners and /es/partners. Names are fictional,
// replaceable content (docs/decisions/040); countries follow docs/product.md §10: strategic
// three (a global entrepreneur network for LATAM, a digital-economy chamber in
// Uruguay, a LATAM e-commerce platform), implementation three (two in Chile,
// one in Uruguay), referral four (all in Uruguay).
import type { Lang } from 'shared';
import camaraDigitalLogo from '../assets/camara-digital.svg';
import ramblaTechLogo from '../assets/rambla-tech.svg';
import type { OfferType } from './types';

export interface Partner {
  name: string;
  country: Record<Lang, string>;
  /** ISO 3166-1 alpha-2 code, or LATAM for a regional organisation. */
  countryCode: string;
  /** Flag emoji; always shown with an accessible text. */
  flag: string;
  description: Record<Lang, string>;
  type: OfferType;
  /** Logo image URL; without one the card shows the name's first two letters on a tile. */
  logo?: string;
}

const LATAM = { en: 'Latin America', es: 'Latinoamérica' };
const URUGUAY = { en: 'Uruguay', es: 'Uruguay' };
const CHILE = { en: 'Chile', es: 'Chile' };

export const partners: readonly Partner[] = [
  {
    name: 'Emprende Global LATAM',
    country: LATAM,
    countryCode: 'LATAM',
    flag: '🌎',
    type: 'strategic',
    description: {
      en: 'A global network of entrepreneurs that connects high-impact founders across Latin America with mentors, investors and technology.',
      es: 'Red global de emprendedores que conecta a fundadores de alto impacto de Latinoamérica con mentores, inversores y tecnología.',
    },
  },
  {
    name: 'Cámara Digital del Uruguay',
    country: URUGUAY,
    countryCode: 'UY',
    flag: '🇺🇾',
    type: 'strategic',
    logo: camaraDigitalLogo,
    description: {
      en: "The chamber of Uruguay's digital economy, bringing together the companies that drive online commerce and services in the country.",
      es: 'La cámara de la economía digital del Uruguay, que reúne a las empresas que impulsan el comercio y los servicios online del país.',
    },
  },
  {
    name: 'Mercado Andino Commerce',
    country: LATAM,
    countryCode: 'LATAM',
    flag: '🌎',
    type: 'strategic',
    description: {
      en: 'An e-commerce platform serving thousands of Latin American retailers, now offering intent-aware search to its merchants.',
      es: 'Plataforma de e-commerce que atiende a miles de retailers latinoamericanos y ya ofrece búsqueda por intención a sus comercios.',
    },
  },
  {
    name: 'Andes Digital Studio',
    country: CHILE,
    countryCode: 'CL',
    flag: '🇨🇱',
    type: 'implementation',
    description: {
      en: 'A Santiago agency that designs and builds online stores for mid-market brands, from catalogue to checkout.',
      es: 'Agencia de Santiago que diseña y construye tiendas online para marcas medianas, del catálogo al checkout.',
    },
  },
  {
    name: 'Pacífico Integraciones',
    country: CHILE,
    countryCode: 'CL',
    flag: '🇨🇱',
    type: 'implementation',
    description: {
      en: 'Systems integrators connecting e-commerce platforms with ERPs, logistics and search for Chilean retailers.',
      es: 'Integradores de sistemas que conectan plataformas de e-commerce con ERP, logística y búsqueda para retailers chilenos.',
    },
  },
  {
    name: 'Rambla Tech',
    country: URUGUAY,
    countryCode: 'UY',
    flag: '🇺🇾',
    type: 'implementation',
    logo: ramblaTechLogo,
    description: {
      en: 'A Montevideo engineering team specialised in headless commerce and API integrations.',
      es: 'Equipo de ingeniería de Montevideo especializado en comercio headless e integraciones por API.',
    },
  },
  {
    name: 'Costa Growth Partners',
    country: URUGUAY,
    countryCode: 'UY',
    flag: '🇺🇾',
    type: 'referral',
    description: {
      en: 'Growth consultants helping online shops improve acquisition, conversion and retention.',
      es: 'Consultores de crecimiento que ayudan a tiendas online a mejorar adquisición, conversión y retención.',
    },
  },
  {
    name: 'Montevideo Ventas Digitales',
    country: URUGUAY,
    countryCode: 'UY',
    flag: '🇺🇾',
    type: 'referral',
    description: {
      en: 'A digital sales agency running marketplaces and paid media for Uruguayan brands.',
      es: 'Agencia de ventas digitales que gestiona marketplaces y medios pagos para marcas uruguayas.',
    },
  },
  {
    name: 'Punta Consultores',
    country: URUGUAY,
    countryCode: 'UY',
    flag: '🇺🇾',
    type: 'referral',
    description: {
      en: 'Independent retail consultants advising family businesses on their move to online sales.',
      es: 'Consultores independientes de retail que acompañan a empresas familiares en su salto a la venta online.',
    },
  },
  {
    name: 'Sur Marketing Lab',
    country: URUGUAY,
    countryCode: 'UY',
    flag: '🇺🇾',
    type: 'referral',
    description: {
      en: 'A freelance collective of marketers and designers working with e-commerce start-ups.',
      es: 'Colectivo de marketers y diseñadores freelance que trabaja con emprendimientos de e-commerce.',
    },
  },
];

/** Order of the groups on the page. */
export const PARTNER_GROUPS: readonly OfferType[] = ['strategic', 'implementation', 'referral'];
