import type { AppModule } from '../module.js';
import { grants, menus } from './menus.js';
import { CertificateModelCrudResolver, DirectoryResolver, MemberCertificateResolver } from './certificate.resolver.js';
import { registerCertificateRest } from './certificate.rest.js';
import { seedDemoCertificates } from './certificate.seed.js';
import { CertificateModel, MemberCertificate } from './certificate.entity.js';
import { TemplateStatusEnum, statusCodeResolver } from '../../engine/graphql/status-enums.js';

/** Member certificates (models, issue, revoke, verify, PDF), the member directory and the member statistics. */
export const certificateModule: AppModule = {
  name: 'certificate',
  menus,
  grants,
  seeds: { demo: seedDemoCertificates },
  entities: { tenantOwned: [CertificateModel, MemberCertificate] },
  resolvers: [
    CertificateModelCrudResolver,
    MemberCertificateResolver,
    DirectoryResolver,
    statusCodeResolver(CertificateModel, 'status', TemplateStatusEnum),
  ],
  rest: [registerCertificateRest],
};

// For the legacy import: certificates keep their numbers and verification codes.
export { CERTIFICATE_SEQUENCE } from './certificate.service.js';
export { STATISTICS_CODE } from './directory.service.js';
