import { useState } from 'react';
import { Alert, Button, Flex, Form, Input, Modal, Space, Tag, Typography, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { fastagDocumentNumber, type FastagDocument, type FastagFulfilment } from '@b2c/contracts';
import {
  FASTAG_DOCUMENT_EXTENSIONS,
  FASTAG_DOCUMENT_LABELS,
  MESSAGES,
  hasDocumentNumber,
  type FastagDocumentType,
} from '@b2c/domain';
import { errorMessage } from '../../shared/api/api-error.ts';
import { useFormatters } from '../../shared/format/use-formatters.ts';
import { zodRule } from '../../shared/forms/zod-rule.ts';
import { FormModal } from '../../shared/ui/form-modal.tsx';
import { DataGrid } from '../../shared/data-table/data-grid.tsx';
import { toast } from '../../shared/ui/toast.ts';
import { uploadToTicket } from '../../shared/api/file-transfer.ts';
import { requestFastagUpload, useFastagDocument, useRecordFastagDocument } from './fastag-api.ts';

/** A fulfilment's documents (a handful, all on one page): their columns are remembered like any grid's. */
const DOCUMENTS_GRID_KEY = 'fastag-documents';

const ACCEPT = FASTAG_DOCUMENT_EXTENSIONS.map((e) => `.${e}`).join(',');
const extensionOf = (name: string) => /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';

interface Props {
  detail: FastagFulfilment;
  mayEdit: boolean;
}

/** SPEC §3 "uploadable documents": each type, whether the config requires it, its number and file. */
export const FastagDocuments = ({ detail, mayEdit }: Props) => {
  const f = useFormatters();
  const [uploading, setUploading] = useState<FastagDocument | undefined>();
  const [viewing, setViewing] = useState<FastagDocumentType | undefined>();
  const closed = detail.order.status === 'ACTIVATED';
  return (
    <>
      <DataGrid<FastagDocument>
        gridKey={DOCUMENTS_GRID_KEY}
        aria-label="Documents"
        compact
        rowKey={(d) => d.documentType}
        rows={detail.documents}
        columns={[
          {
            title: 'Document',
            key: 'type',
            value: (d) => FASTAG_DOCUMENT_LABELS[d.documentType],
            render: (d) => (
              <Space size={4} wrap>
                {FASTAG_DOCUMENT_LABELS[d.documentType]}
                {d.required ? <Tag color={d.fileName ? undefined : 'red'}>Required</Tag> : null}
              </Space>
            ),
          },
          { title: 'Number', key: 'number', value: (d) => d.documentNumber ?? '—' },
          {
            title: 'File',
            key: 'file',
            value: (d) =>
              d.fileName ? `${d.fileName} · ${f.dateTime(d.uploadedAt!)} · ${d.uploadedBy}` : 'Not uploaded',
          },
          {
            title: 'Actions',
            key: 'actions',
            exportable: false,
            render: (d) => (
              <Space wrap>
                {d.fileName ? (
                  <Button size="small" onClick={() => setViewing(d.documentType)}>
                    View
                  </Button>
                ) : null}
                {mayEdit && !closed ? (
                  <Button size="small" icon={<UploadOutlined />} onClick={() => setUploading(d)}>
                    {d.fileName ? 'Replace' : 'Upload'}
                  </Button>
                ) : null}
              </Space>
            ),
          },
        ]}
      />
      {uploading ? <UploadDialog detail={detail} document={uploading} onClose={() => setUploading(undefined)} /> : null}
      {viewing ? <ViewDialog orderId={detail.order.id} type={viewing} onClose={() => setViewing(undefined)} /> : null}
    </>
  );
};

/** Pick a file (and type the number), then: signed URL, PUT of the file, record. */
const UploadDialog = ({
  detail,
  document,
  onClose,
}: {
  detail: FastagFulfilment;
  document: FastagDocument;
  onClose: () => void;
}) => {
  const id = detail.order.id;
  const type = document.documentType;
  const label = FASTAG_DOCUMENT_LABELS[type];
  const record = useRecordFastagDocument(id);
  const [form] = Form.useForm<{ documentNumber?: string }>();
  const [file, setFile] = useState<File | undefined>();
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    const values = await form.validateFields().catch(() => undefined);
    if (!values || !file) return;
    setSaving(true);
    try {
      let key: string;
      try {
        const ticket = await requestFastagUpload(id, {
          documentType: type,
          fileName: file.name,
          extension: extensionOf(file.name),
        });
        await uploadToTicket(ticket, file);
        key = ticket.key;
      } catch {
        toast('error', MESSAGES.uploadFailed);
        return;
      }
      await record.mutateAsync({
        type,
        body: {
          version: detail.order.version,
          key,
          fileName: file.name,
          documentNumber: values.documentNumber ?? null,
        },
      });
      toast('success', `${label} uploaded`);
      onClose();
    } catch (error) {
      toast('error', errorMessage(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <FormModal
      title={`${document.fileName ? 'Replace' : 'Upload'} ${label}`}
      saveLabel="Upload"
      saving={saving}
      saveDisabled={!file}
      onSave={() => void submit()}
      onClose={onClose}
    >
      <Form
        form={form}
        layout="vertical"
        name="fastag-document"
        initialValues={{ documentNumber: document.documentNumber ?? '' }}
      >
        {hasDocumentNumber(type) ? (
          <Form.Item
            name="documentNumber"
            label={`${label} number`}
            rules={[zodRule(fastagDocumentNumber, `${label} number`)]}
          >
            <Input maxLength={30} />
          </Form.Item>
        ) : null}
        <Form.Item label="File (JPG, PNG or WebP image, or PDF)" required>
          <Upload
            accept={ACCEPT}
            maxCount={1}
            beforeUpload={(picked) => {
              setFile(picked);
              return false;
            }}
            onRemove={() => setFile(undefined)}
          >
            <Button icon={<UploadOutlined />}>Choose file</Button>
          </Upload>
        </Form.Item>
      </Form>
    </FormModal>
  );
};

/**
 * The file from its signed link: an image shown as an <img>, a PDF opened in a tab of its own (the
 * browser's PDF viewer, served as application/pdf with nosniff). Never inserted as markup, never framed.
 */
const ViewDialog = ({ orderId, type, onClose }: { orderId: number; type: FastagDocumentType; onClose: () => void }) => {
  const view = useFastagDocument(orderId, type, true);
  const [broken, setBroken] = useState(false);
  const label = FASTAG_DOCUMENT_LABELS[type];
  const isPdf = view.data?.contentType === 'application/pdf';
  return (
    <Modal open title={label} onCancel={onClose} footer={null} destroyOnHidden>
      {view.isError ? <Alert type="error" showIcon title={errorMessage(view.error)} /> : null}
      {view.data && isPdf ? (
        <Flex vertical gap={12} align="start">
          <Typography.Text>
            {view.data.fileName} is a PDF: it opens in a new tab, where the browser shows it.
          </Typography.Text>
          <Button type="primary" href={view.data.url} target="_blank" rel="noopener noreferrer">
            Open PDF
          </Button>
        </Flex>
      ) : null}
      {view.data && !isPdf && !broken ? (
        <img
          src={view.data.url}
          alt={`${label}: ${view.data.fileName}`}
          style={{ maxWidth: '100%' }}
          onError={() => setBroken(true)}
        />
      ) : null}
      {broken ? (
        <Typography.Text type="secondary">The file could not be shown: replace it with a new upload.</Typography.Text>
      ) : null}
    </Modal>
  );
};
