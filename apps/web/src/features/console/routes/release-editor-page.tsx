import { useEffect, useState } from 'react';
import { Alert, Button, Checkbox, Group, Select, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { Link, useNavigate, useParams } from 'react-router';
import { RELEASE_STYLE_LABELS, RELEASE_STYLES, type ReleaseStyle } from '@caskmark/shared/catalogue/release-styles';
import { LOT_STYLES, PUBLISHABLE_STYLES, type ReleaseDraftDocument } from '@caskmark/shared/api/console-catalogue';
import { usePageMeta } from '../../../components/page-meta';
import { ApiError } from '../../../lib/api-client';
import { useConsoleBrands, useDraft, usePublishDraft, useSaveDraft } from '../api/catalogue';
import { emptyDocument, emptyPack, emptyProduct, fromLocalInput, slugify, toLocalInput } from '../components/draft-defaults';
import { LiveReleaseForm } from '../components/live-release-form';
import { MediaInput } from '../components/media-input';
import { PackFields } from '../components/pack-fields';
import { ProductFields } from '../components/product-fields';

const errorText = (error: unknown) => (error instanceof ApiError ? error.messages.join(' ') : error ? 'Something went wrong.' : null);

/** /staff/releases/new and /staff/releases/:draftPk: write a release, save it as a draft, publish it. */
export default function ReleaseEditorPage() {
  const { draftPk } = useParams();
  const navigate = useNavigate();
  const brands = useConsoleBrands();
  const existing = useDraft(draftPk);
  const save = useSaveDraft();
  const publish = usePublishDraft();
  const [brandPk, setBrandPk] = useState<string | null>(null);
  const [doc, setDoc] = useState<ReleaseDraftDocument>(() => emptyDocument());
  const [slugTouched, setSlugTouched] = useState(false);
  usePageMeta({ title: draftPk ? 'Edit release' : 'New release' });

  useEffect(() => {
    if (existing.data) {
      setDoc(existing.data.document);
      setBrandPk(existing.data.brandPk);
      setSlugTouched(true);
    }
  }, [existing.data]);
  useEffect(() => {
    if (!brandPk && !draftPk && brands.data?.results.length) setBrandPk(brands.data.results[0]!.publicPk);
  }, [brands.data, brandPk, draftPk]);

  const published = existing.data?.status === 'published';
  const set = <K extends keyof ReleaseDraftDocument>(key: K, value: ReleaseDraftDocument[K]) => setDoc((current) => ({ ...current, [key]: value }));
  const onSave = async () => {
    const saved = await save.mutateAsync({ pk: draftPk, brandPk: brandPk!, document: doc });
    if (!draftPk) navigate(`/staff/releases/${saved.publicPk}`, { replace: true });
  };
  const canPublish = (PUBLISHABLE_STYLES as readonly string[]).includes(doc.style);

  if (published && existing.data) {
    return <LiveReleaseForm draft={existing.data} />;
  }
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={2}>{draftPk ? 'Edit release' : 'New release'}</Title>
          <Text c="dimmed" size="sm">
            Nothing is public until you publish. A published release goes on sale at its lobby opening time.
          </Text>
        </div>
        <Button component={Link} to="/staff/releases" variant="subtle">
          All releases
        </Button>
      </Group>

      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Select
          label="Brand"
          data={(brands.data?.results ?? []).map((brand) => ({ value: brand.publicPk, label: brand.name }))}
          value={brandPk}
          onChange={setBrandPk}
          disabled={Boolean(draftPk)}
          allowDeselect={false}
        />
        <Select
          label="Release style"
          data={RELEASE_STYLES.map((style) => ({ value: style, label: RELEASE_STYLE_LABELS[style] }))}
          value={doc.style}
          allowDeselect={false}
          onChange={(value) => set('style', (value ?? 'fcfs') as ReleaseStyle)}
        />
        <TextInput
          label="Release title"
          required
          value={doc.title}
          onChange={(event) => {
            const title = event.currentTarget.value;
            setDoc((current) => ({ ...current, title, slug: slugTouched ? current.slug : slugify(title) }));
          }}
        />
        <TextInput
          label="Address (slug)"
          required
          value={doc.slug}
          onChange={(event) => {
            setSlugTouched(true);
            set('slug', event.currentTarget.value);
          }}
        />
        <TextInput type="datetime-local" label="Lobby opens" required value={toLocalInput(doc.lobbyOpenDate)} onChange={(event) => set('lobbyOpenDate', fromLocalInput(event.currentTarget.value) ?? doc.lobbyOpenDate)} />
        <TextInput type="datetime-local" label="Lobby closes" value={toLocalInput(doc.lobbyCloseDate)} onChange={(event) => set('lobbyCloseDate', fromLocalInput(event.currentTarget.value))} />
        <TextInput label="Early-access code" description="Leave empty for none" value={doc.earlyAccessCode ?? ''} onChange={(event) => set('earlyAccessCode', event.currentTarget.value.trim() || null)} />
        <MediaInput label="Release image" value={doc.image} onChange={(url) => set('image', url)} />
      </SimpleGrid>
      <Textarea label="Release description" autosize minRows={3} value={doc.description} onChange={(event) => set('description', event.currentTarget.value)} />
      <Checkbox label="Feature on the home page" checked={doc.isFeatured} onChange={(event) => set('isFeatured', event.currentTarget.checked)} />

      <Title order={3}>Bottles</Title>
      {doc.products.map((product, index) => (
        <ProductFields key={product.key} product={product} index={index} onChange={(next) => set('products', doc.products.map((item, at) => (at === index ? next : item)))} />
      ))}
      <Group>
        <Button variant="default" onClick={() => set('products', [...doc.products, emptyProduct(doc.products.length)])}>
          Add a bottle
        </Button>
      </Group>

      <Title order={3}>Packs</Title>
      {doc.packs.map((pack, index) => (
        <PackFields key={index} pack={pack} index={index} products={doc.products} lots={(LOT_STYLES as readonly string[]).includes(doc.style)} onChange={(next) => set('packs', doc.packs.map((item, at) => (at === index ? next : item)))} />
      ))}
      <Group>
        <Button variant="default" onClick={() => set('packs', [...doc.packs, emptyPack(doc.products[0]!.key)])}>
          Add a pack
        </Button>
      </Group>

      {errorText(save.error) ? <Alert color="red" role="alert">{errorText(save.error)}</Alert> : null}
      {errorText(publish.error) ? <Alert color="red" role="alert">{errorText(publish.error)}</Alert> : null}
      {!canPublish ? <Alert color="yellow">This release style cannot be published from the console yet.</Alert> : null}
      <Group>
        <Button onClick={onSave} loading={save.isPending} disabled={!brandPk}>
          Save draft
        </Button>
        {draftPk ? (
          <>
            <Button component={Link} to={`/staff/releases/${draftPk}/preview`} variant="default">
              Preview
            </Button>
            <Button
              color="green"
              loading={publish.isPending}
              disabled={!canPublish || save.isPending}
              onClick={async () => {
                await save.mutateAsync({ pk: draftPk, brandPk: brandPk!, document: doc });
                await publish.mutateAsync(draftPk);
              }}
            >
              Publish
            </Button>
          </>
        ) : null}
      </Group>
    </Stack>
  );
}
