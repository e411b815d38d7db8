// `npm run test:mutation:application`: Stryker over src/application alone (see layer-config.mjs).
import { layerConfig } from './layer-config.mjs';

export default layerConfig('application');
