// Replaceable content (docs/product.md §2: people are data files). Fictional people;
// profile links sit on reserved `.example` domains like every placeholder.
import ceoPhoto from '../assets/people/founder-ceo.svg';
import ctoPhoto from '../assets/people/founder-cto.svg';
import customerPhoto from '../assets/people/customer.svg';

export const founders = {
  ceo: {
    name: 'Valentina Ríos',
    image: ceoPhoto,
    profileUrl: 'https://www.linkedin.example/in/valentina-rios-intenta',
  },
  cto: {
    name: 'Martín Ferreyra',
    image: ctoPhoto,
    profileUrl: 'https://www.linkedin.example/in/martin-ferreyra-intenta',
  },
} as const;

export const testimonialPerson = {
  name: 'Lucía Herrera',
  company: 'Casa Aurora',
  photo: customerPhoto,
} as const;

export const FOUNDED_YEAR = 2023;
