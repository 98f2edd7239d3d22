// The form that starts a bulk run: a campaign or a date range, the networks and formats the
// posts mix, how many (10–500), and optionally a CSV of topics, products or offers — read in
// the browser, its columns mapped here, one post per row (the count is then the rows').
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Checkbox from '@cloudscape-design/components/checkbox';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import DatePicker from '@cloudscape-design/components/date-picker';
import FileInput from '@cloudscape-design/components/file-input';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useRef, useState } from 'react';
import { BULK_MAX, BULK_MIN, type BulkRow, type BulkRun } from '#contracts/bulk';
import { Network } from '#contracts/connected-accounts';
import { PLAN_FORMATS, type PlanFormat } from '#contracts/content-plan';
import { errorMessage } from '../../../app/errors.ts';
import { CampaignSelect } from '../../../components/campaigns/CampaignSelect.tsx';
import { CSV_MAX_BYTES, CsvProblem, guessMapping, readCsv, rowsOf, type CsvTable, type Mapping } from '../../../lib/bulk-csv.ts';
import { NETWORK_LABELS } from '../../../lib/publishing.ts';
import { useStartBulkRun } from '../../../queries/bulk.ts';
import { FORMAT_LABELS } from '../../publishing/content-plan/PlanTable.tsx';

const HEADER = 'New bulk run';
const CAMPAIGN = 'Campaign (optional)';
const CAMPAIGN_HINT = 'The posts follow its goal and link to its landing page; its dates are the run’s.';
const NO_CAMPAIGN = 'No campaign: choose dates';
const FROM = 'From';
const TO = 'To';
const DATES_HINT = 'The days the posts can be scheduled on. Left empty: the next 8 weeks.';
const OPEN_CALENDAR = 'Choose a date';
const NETWORKS_LABEL = 'Networks';
const FORMATS_LABEL = 'Formats';
const COUNT = 'Number of posts';
const COUNT_HINT = `From ${BULK_MIN} to ${BULK_MAX}.`;
const COUNT_FROM_FILE = (n: number) => `One post per row of the file: ${n}.`;
const FILE = 'Topics, products or offers (optional CSV)';
const FILE_HINT = 'A CSV file with a header row and one row per post (up to 500 rows).';
const CHOOSE_FILE = 'Choose CSV file';
const REMOVE_FILE = 'Remove file';
const MAP_HINT = 'Which column holds what: each post is written about its row.';
const NONE = 'Not in the file';
const LEFT_OUT = (n: number) => `The file has ${n} more ${n === 1 ? 'row' : 'rows'} than a run can write: only the first ${BULK_MAX} are used.`;
const START = 'Start bulk run';
const STARTING = 'Starting…';
const CREDITS = 'Each post written uses one AI credit; a post that fails uses none.';
const MAPPED: { key: keyof BulkRow; label: string }[] = [
  { key: 'topic', label: 'Topic column' },
  { key: 'product', label: 'Product column' },
  { key: 'offer', label: 'Offer column' },
];

export function BulkForm({ onStarted }: { onStarted: (run: BulkRun) => void }) {
  const start = useStartBulkRun();
  const [campaignId, setCampaignId] = useState<string | null>(null);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [networks, setNetworks] = useState<Network[]>(['instagram', 'facebook']);
  const [formats, setFormats] = useState<PlanFormat[]>(['tip', 'product', 'offer', 'question']);
  const [count, setCount] = useState('100');
  const [files, setFiles] = useState<File[]>([]);
  const [table, setTable] = useState<CsvTable | null>(null);
  const [mapping, setMapping] = useState<Mapping>({ topic: null, product: null, offer: null });
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  // One id per click, kept while the same click is tried again.
  const requestId = useRef<string | null>(null);

  const onFile = async (chosen: File[]) => {
    setFiles(chosen);
    setTable(null);
    setFileProblem(null);
    const file = chosen[0];
    if (!file) return;
    if (file.size > CSV_MAX_BYTES) {
      setFileProblem('The file is larger than 1 MB. A run writes at most 500 posts: keep the rows and columns it needs.');
      return;
    }
    try {
      const read = readCsv(await file.text());
      setTable(read);
      setMapping(guessMapping(read.headers));
    } catch (error) {
      setFileProblem(error instanceof CsvProblem ? error.message : 'The file could not be read. Choose a CSV file.');
    }
  };

  let rows: BulkRow[] | null = null;
  let rowsProblem: string | null = null;
  if (table) {
    try {
      rows = rowsOf(table, mapping);
    } catch (error) {
      rowsProblem = (error as Error).message;
    }
  }
  const wanted = rows ? rows.length : Number(count);
  const countProblem =
    !rows && (!Number.isInteger(wanted) || wanted < BULK_MIN || wanted > BULK_MAX) ? `Choose a whole number from ${BULK_MIN} to ${BULK_MAX}.` : null;
  const rangeProblem = !campaignId && from && to && to < from ? 'The end date is before the start date.' : null;
  const canStart = networks.length > 0 && formats.length > 0 && !countProblem && !rangeProblem && !fileProblem && !rowsProblem && !(table && !rows);

  const onStart = () => {
    requestId.current ??= crypto.randomUUID();
    start.mutate(
      {
        requestId: requestId.current,
        count: wanted,
        networks,
        formats,
        ...(campaignId ? { campaignId } : { ...(from ? { from } : {}), ...(to ? { to } : {}) }),
        ...(rows ? { rows } : {}),
      },
      {
        onSuccess: ({ run }) => {
          requestId.current = null;
          onStarted(run);
        },
      },
    );
  };

  const toggle = <T,>(list: T[], value: T, on: boolean) => (on ? [...list, value] : list.filter((v) => v !== value));
  const columnOptions = [{ value: '', label: NONE }, ...(table?.headers ?? []).map((h, i) => ({ value: String(i), label: h }))];

  return (
    <Container header={<Header variant="h2">{HEADER}</Header>}>
      <SpaceBetween size="l">
        <CampaignSelect value={campaignId} onChange={setCampaignId} noneLabel={NO_CAMPAIGN} label={CAMPAIGN} description={CAMPAIGN_HINT} />
        {!campaignId && (
          <FormField label="Dates" description={DATES_HINT} errorText={rangeProblem}>
            <SpaceBetween size="s" direction="horizontal">
              <FormField label={FROM}>
                <DatePicker
                  value={from}
                  onChange={({ detail }) => setFrom(detail.value)}
                  placeholder="YYYY/MM/DD"
                  openCalendarAriaLabel={() => `${OPEN_CALENDAR}: ${FROM}`}
                />
              </FormField>
              <FormField label={TO}>
                <DatePicker
                  value={to}
                  onChange={({ detail }) => setTo(detail.value)}
                  placeholder="YYYY/MM/DD"
                  openCalendarAriaLabel={() => `${OPEN_CALENDAR}: ${TO}`}
                />
              </FormField>
            </SpaceBetween>
          </FormField>
        )}
        <ColumnLayout columns={2}>
          <FormField label={NETWORKS_LABEL} errorText={networks.length === 0 ? 'Choose at least one network.' : null}>
            <SpaceBetween size="xxs">
              {Network.options.map((n) => (
                <Checkbox key={n} checked={networks.includes(n)} onChange={({ detail }) => setNetworks(toggle(networks, n, detail.checked))}>
                  {NETWORK_LABELS[n]}
                </Checkbox>
              ))}
            </SpaceBetween>
          </FormField>
          <FormField label={FORMATS_LABEL} errorText={formats.length === 0 ? 'Choose at least one format.' : null}>
            <SpaceBetween size="xxs">
              {PLAN_FORMATS.map((f) => (
                <Checkbox key={f} checked={formats.includes(f)} onChange={({ detail }) => setFormats(toggle(formats, f, detail.checked))}>
                  {FORMAT_LABELS[f]}
                </Checkbox>
              ))}
            </SpaceBetween>
          </FormField>
        </ColumnLayout>
        <FormField label={FILE} description={FILE_HINT} errorText={fileProblem ?? rowsProblem}>
          <SpaceBetween size="s">
            <SpaceBetween size="xs" direction="horizontal">
              <FileInput value={files} accept=".csv,text/csv" onChange={({ detail }) => void onFile(detail.value)} ariaLabel={CHOOSE_FILE}>
                {CHOOSE_FILE}
              </FileInput>
              {files.length > 0 && <Button onClick={() => void onFile([])}>{REMOVE_FILE}</Button>}
            </SpaceBetween>
            {files[0] && <Box variant="small">{files[0].name}</Box>}
          </SpaceBetween>
        </FormField>
        {table && (
          <FormField label="Columns" description={MAP_HINT}>
            <ColumnLayout columns={3}>
              {MAPPED.map(({ key, label }) => (
                <FormField key={key} label={label}>
                  <Select
                    selectedOption={columnOptions.find((o) => o.value === (mapping[key] === null ? '' : String(mapping[key])))!}
                    options={columnOptions}
                    onChange={({ detail }) => setMapping({ ...mapping, [key]: detail.selectedOption.value ? Number(detail.selectedOption.value) : null })}
                  />
                </FormField>
              ))}
            </ColumnLayout>
          </FormField>
        )}
        {table && table.leftOut > 0 && <Alert type="warning">{LEFT_OUT(table.leftOut)}</Alert>}
        <FormField label={COUNT} description={rows ? COUNT_FROM_FILE(rows.length) : COUNT_HINT} errorText={countProblem}>
          <Input
            type="number"
            inputMode="numeric"
            value={rows ? String(rows.length) : count}
            disabled={rows !== null}
            onChange={({ detail }) => setCount(detail.value)}
          />
        </FormField>
        <Box variant="small">{CREDITS}</Box>
        {start.isError && <Alert type="error">{errorMessage(start.error)}</Alert>}
        <Button variant="primary" onClick={onStart} disabled={!canStart} loading={start.isPending} loadingText={STARTING}>
          {START}
        </Button>
      </SpaceBetween>
    </Container>
  );
}
