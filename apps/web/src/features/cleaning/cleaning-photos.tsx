import { Flex, Typography } from 'antd';
import type { CleaningTask } from '@b2c/contracts';
import { useFormatters } from '../../shared/format/use-formatters.ts';

const Photo = ({ label, photo }: { label: string; photo: CleaningTask['before'] }) => {
  const f = useFormatters();
  return (
    <figure style={{ margin: 0, flex: '1 1 240px', minWidth: 0 }}>
      <Typography.Title level={3} style={{ fontSize: 16 }}>
        {label}
      </Typography.Title>
      {photo ? (
        // The signed link of a file whose bytes were checked as an image on upload; an <img> never runs markup.
        <img src={photo.url} alt={`${label} photo`} style={{ width: '100%', maxHeight: 360, objectFit: 'contain' }} />
      ) : (
        <Typography.Text type="secondary">No {label.toLowerCase()} photo yet</Typography.Text>
      )}
      {photo ? (
        <figcaption>
          <Typography.Text type="secondary">
            {photo.takenBy}, {f.dateTime(photo.takenAt)}
          </Typography.Text>
        </figcaption>
      ) : null}
    </figure>
  );
};

/** The before and after photos side by side (stacked on a phone). */
export const CleaningPhotos = ({ task }: { task: Pick<CleaningTask, 'before' | 'after'> }) => (
  <Flex gap={16} wrap="wrap" aria-label="Photos">
    <Photo label="Before" photo={task.before} />
    <Photo label="After" photo={task.after} />
  </Flex>
);
