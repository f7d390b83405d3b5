import { Navigate, useNavigate, useParams } from 'react-router';
import { Button, Space } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Can } from '../../shared/auth/can.tsx';
import { AddButton } from '../../shared/ui/add-button.tsx';
import { PageCard } from '../../shared/ui/page-card.tsx';
import { ENTITY_INFO, isMasterdataEntity } from './masterdata-entities.ts';
import { MasterdataGrid } from './masterdata-grid.tsx';
import { paths } from '../../shared/routing/paths.ts';

/** SPEC §2 /masterdata/{entity}: the entity's grid; add buttons only where the API takes writes. */
export const MasterdataListPage = () => {
  const { entity } = useParams();
  const navigate = useNavigate();
  if (!isMasterdataEntity(entity)) return <Navigate to={paths.masterdata.home()} replace />;
  const info = ENTITY_INFO[entity];
  return (
    <PageCard
      title={info.title}
      extra={
        <Space wrap>
          <Button
            icon={<ArrowLeftOutlined />}
            aria-label="Back to master data"
            title="Back to master data"
            onClick={() => void navigate(paths.masterdata.home())}
          />
          {info.editable ? (
            <Can action="MANAGE_MASTERDATA">
              <AddButton to={paths.masterdata.add(entity)}>Add {info.noun}</AddButton>
            </Can>
          ) : null}
        </Space>
      }
    >
      <MasterdataGrid key={entity} entity={entity} />
    </PageCard>
  );
};
