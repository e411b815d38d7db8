import { reportFieldData } from './report-field-data';

// Imported by src/main.tsx for a sampled visit only: starting on import spares the entry a call's bytes.
reportFieldData();
