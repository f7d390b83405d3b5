import { Alert, List, Typography } from 'antd';
import { useContactPersons } from './dashboard-api.ts';

/**
 * For a user who may open no screen in this vertical (the demo `viewer`): what they may do, and whom
 * to ask for access (the vertical's contact persons, from configs).
 */
export const DashboardNoAccess = () => {
  const contacts = useContactPersons(true);
  return (
    <Alert
      type="info"
      showIcon
      title="Nothing on this start page is open to your account in this vertical yet."
      description={
        <>
          <Typography.Paragraph>
            You may open the screens the menu lists, switch to another country or vehicle type in the header, and sign
            out. To work with cars, logistics, keys or documents, ask one of the people below to add you to the right
            group.
          </Typography.Paragraph>
          <List
            size="small"
            loading={contacts.isPending}
            locale={{ emptyText: 'Ask your manager for access.' }}
            dataSource={contacts.data ?? []}
            renderItem={(c) => (
              <List.Item>
                <span>
                  <strong>{c.name}</strong>, {c.role} — <a href={`mailto:${c.email}`}>{c.email}</a>,{' '}
                  <a href={`tel:${c.phone}`}>{c.phone}</a>
                </span>
              </List.Item>
            )}
          />
        </>
      }
    />
  );
};
