import type { Section } from '@/domain/pages/sections';
import { ParagraphView } from './paragraph-view';
import styles from './generic-page.module.css';

/** One layout section; its regions become the columns of a responsive grid. */
export function PageSection({ section }: { section: Section }) {
  return (
    <section className={styles.section} data-layout={section.layout}>
      {section.regions.map((region) => (
        <div key={region.name} className={styles.region} data-region={region.name}>
          {region.paragraphs.map((paragraph) => (
            <ParagraphView key={paragraph.uuid} paragraph={paragraph} />
          ))}
        </div>
      ))}
    </section>
  );
}
