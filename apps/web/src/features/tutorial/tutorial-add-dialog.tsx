import { useState } from 'react';
import { Button, Form, Input, Modal, Select, Typography, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { TUTORIAL_EXTENSIONS, tutorialInput } from '@b2c/contracts';
import {
  CLEANING_MESSAGES,
  MESSAGES,
  TUTORIAL_CATEGORIES,
  TUTORIAL_CATEGORY_LABELS,
  TUTORIAL_LANGUAGES,
  TUTORIAL_LANGUAGE_LABELS,
  type TutorialCategory,
  type TutorialLanguage,
} from '@b2c/domain';
import { errorMessage } from '../../shared/api/api-error.ts';
import { toast } from '../../shared/ui/toast.ts';
import { UploadFailed } from '../../shared/api/file-transfer.ts';
import { useAddTutorial } from './tutorial-api.ts';

interface Values {
  title: string;
  category: TutorialCategory;
  language: TutorialLanguage;
  groups?: string[];
}

/** The same limits the API's schema holds (contracts' tutorialInput), read off it for the form. */
const titleRule = {
  validator: async (_: unknown, value: string | undefined) => {
    const result = tutorialInput.shape.title.safeParse(value ?? '');
    if (!result.success) throw new Error(`Title ${result.error.issues[0]?.message ?? 'is not valid'}`);
  },
};

/** Add a tutorial: title, category, language, who may see it, and a video (MP4) or a PDF. */
export const TutorialAddDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const [form] = Form.useForm<Values>();
  const [file, setFile] = useState<File | undefined>();
  const add = useAddTutorial();
  const save = async (values: Values) => {
    if (!file) return;
    try {
      await add.mutateAsync({ ...values, groups: values.groups ?? [], file });
      toast('success', CLEANING_MESSAGES.tutorialAdded);
      form.resetFields();
      setFile(undefined);
      onClose();
    } catch (error) {
      toast('error', error instanceof UploadFailed ? MESSAGES.uploadFailed : errorMessage(error));
    }
  };
  return (
    <Modal
      open={open}
      title="Add tutorial"
      onCancel={onClose}
      okText="Add"
      okButtonProps={{ disabled: !file, loading: add.isPending }}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={save} initialValues={{ language: 'en', category: 'CLEANING' }}>
        <Form.Item name="title" label="Title" rules={[{ required: true, message: 'Title is required' }, titleRule]}>
          <Input maxLength={120} />
        </Form.Item>
        <Form.Item name="category" label="Category" rules={[{ required: true }]}>
          <Select options={TUTORIAL_CATEGORIES.map((c) => ({ label: TUTORIAL_CATEGORY_LABELS[c], value: c }))} />
        </Form.Item>
        <Form.Item name="language" label="Language" rules={[{ required: true }]}>
          <Select options={TUTORIAL_LANGUAGES.map((l) => ({ label: TUTORIAL_LANGUAGE_LABELS[l], value: l }))} />
        </Form.Item>
        <Form.Item name="groups" label="Only for groups" extra="Leave empty for everyone who may open the tutorials.">
          <Select mode="tags" tokenSeparators={[',', ' ']} placeholder="e.g. Cleaning staff" />
        </Form.Item>
        <Form.Item label="Video (MP4) or PDF" required>
          <Upload
            accept={TUTORIAL_EXTENSIONS.map((e) => `.${e}`).join(',')}
            maxCount={1}
            showUploadList={false}
            beforeUpload={(f) => {
              setFile(f);
              return false;
            }}
          >
            <Button icon={<UploadOutlined />}>Choose file</Button>
          </Upload>
          {file ? <Typography.Text style={{ marginLeft: 8 }}>{file.name}</Typography.Text> : null}
        </Form.Item>
      </Form>
    </Modal>
  );
};
