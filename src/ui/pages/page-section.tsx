import type { Section } from '@/domain/pages/sections';
import { ParagraphView } from './paragraph-view';
import styles from './page-section.module.css';

/**
 * One layout section; its regions become the columns of a responsive grid. The `first` section is usually
 * what a reader sees on arrival, so its images load at once instead of lazily (they are often the page's
 * largest paint).
 */
export function PageSection({ section, first = false }: { section: Section; first?: boolean }) {
  return (
    <section className={styles.section} data-layout={section.layout}>
      {section.regions.map((region) => (
        <div key={region.name} className={styles.region} data-region={region.name}>
          {region.paragraphs.map((paragraph) => (
            <ParagraphView key={paragraph.uuid} paragraph={paragraph} eager={first} />
          ))}
        </div>
      ))}
    </section>
  );
}
