import { useParams } from 'react-router';
import { Alert, Button, Flex, QRCode, Typography } from 'antd';
import { PrinterOutlined } from '@ant-design/icons';
import { errorMessage } from '../../shared/api/api-error.ts';
import { PageCard } from '../../shared/ui/page-card.tsx';
import { RowLink } from '../../shared/ui/row-link.tsx';
import { PageSpinner } from '../../shared/ui/page-spinner.tsx';
import { useInventoryDetail } from './inventory-api.ts';
import { paths } from '../../shared/routing/paths.ts';

// Printing shows only the label: the layout's sidebar, header, footer and the button are left out, and
// the code gets a fixed physical size so a phone can scan it from the windscreen. Paper is white in the
// dark theme too, so the label's words print black.
const PRINT_CSS = `
@media print {
  .ant-layout-sider, header, footer, .ant-card-head, .inventory-qr-screen-only { display: none !important; }
  .ant-layout, .ant-layout-content, .ant-card, .ant-card-body { background: #fff !important; margin: 0 !important; padding: 0 !important; box-shadow: none !important; border: 0 !important; }
  .inventory-qr-label { width: 80mm; padding: 4mm; }
  .inventory-qr-label, .inventory-qr-label * { color: #000 !important; }
  .inventory-qr-label svg { width: 70mm !important; height: 70mm !important; }
  @page { margin: 10mm; }
}`;

// The server's CSP admits only styles carrying the page's nonce (the same one antd's styles use).
const cspNonce = () => document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content;

/** The code's content: the vehicle's detail URL, so scanning it opens the car in the panel. */
export const qrContentFor = (appointmentId: string, origin: string = window.location.origin) =>
  `${origin}/inventory/${encodeURIComponent(appointmentId)}`;

/** SPEC §2 `/inventory/{inventoryId}/qr-code`: a printable QR label of the vehicle. */
export const InventoryQrPage = () => {
  const inventoryId = useParams().inventoryId ?? '';
  const detail = useInventoryDetail(inventoryId);
  const content = qrContentFor(inventoryId);
  const back = <RowLink to={paths.inventory.detail(inventoryId)}>Back to the vehicle</RowLink>;

  if (detail.isPending) return <PageSpinner />;
  if (detail.isError)
    return (
      <PageCard title="QR code" extra={back}>
        <Alert type="error" showIcon title={errorMessage(detail.error)} />
      </PageCard>
    );
  const car = detail.data;
  return (
    <PageCard title={`QR code · apt-${car.appointmentId}`} extra={back}>
      <style nonce={cspNonce()}>{PRINT_CSS}</style>
      <Flex vertical align="center" gap={16}>
        <div className="inventory-qr-label" style={{ textAlign: 'center', maxWidth: 320, width: '100%' }}>
          {/* SVG, not canvas: it prints sharp at any size; black on white with a four-module quiet zone scans best.
              The colours stay fixed in the dark theme too (issue 29): a scanner wants dark modules on a light
              field, so the code keeps its own white square on the dark page. */}
          <QRCode
            type="svg"
            value={content}
            errorLevel="M"
            color="#000"
            bgColor="#fff"
            marginSize={4}
            bordered={false}
            size={320}
            aria-label={`QR code linking to vehicle ${car.appointmentId}`}
            data-testid="inventory-qr"
            style={{ width: '100%', height: 'auto' }}
          />
          <Typography.Title level={2} style={{ fontSize: 18, margin: '8px 0 0' }}>
            {car.registrationNumber ?? car.chassisNumber ?? car.appointmentId}
          </Typography.Title>
          <Typography.Text>
            {car.year} {car.make} {car.model} · apt-{car.appointmentId}
          </Typography.Text>
        </div>
        <Button
          className="inventory-qr-screen-only"
          type="primary"
          icon={<PrinterOutlined />}
          onClick={() => window.print()}
        >
          Print
        </Button>
      </Flex>
    </PageCard>
  );
};
