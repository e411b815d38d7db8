// `npm run test:mutation:domain`: Stryker over src/domain alone (see layer-config.mjs).
import { layerConfig } from './layer-config.mjs';

export default layerConfig('domain');
