"""``python -m site_hooks.catalogs --sync`` adds what the templates gained and changes
nothing else: no rewrapping, and a language's grammatical forms (messages in a context,
which no template has) are kept."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from site_hooks import catalogs
from site_hooks.catalog_sync import entry, sync
from tests.conftest import ROOT


@pytest.fixture
def translations(tmp_path: Path) -> Path:
    """A copy of the project's catalogues."""
    return Path(shutil.copytree(ROOT / "translations", tmp_path / "translations"))


def _files(root: Path) -> dict[Path, str]:
    return {
        path.relative_to(root): path.read_text(encoding="utf-8") for path in root.rglob("*.po*")
    }


def test_sync_without_new_messages_changes_no_byte(translations: Path) -> None:
    before = _files(translations)
    sync(translations)
    assert _files(translations) == before


def test_sync_appends_new_messages_untranslated_and_keeps_everything_else(
    translations: Path,
) -> None:
    with (translations / "ui.pot").open("a", encoding="utf-8") as template:
        template.write("\n" + entry("ui.test.new", comments=["A new message."]))
    with (translations / "engine.pot").open("a", encoding="utf-8") as template:
        template.write("\n" + entry("count.tests", plural="count.tests", forms=["", ""]))
    before = _files(translations)
    sync(translations)
    after = _files(translations)
    for lang in catalogs.LANGUAGES:
        for domain, added in (("ui", 'msgid "ui.test.new"\nmsgstr ""\n'), ("engine", "")):
            path = Path(lang, "LC_MESSAGES", f"{domain}.po")
            assert after[path].startswith(before[path].rstrip("\n")), path  # nothing rewritten
            assert added in after[path]
        polish = after[Path("pl", "LC_MESSAGES", "engine.po")]
    assert 'msgctxt "instrumental"' in polish  # the Polish forms are still there
    # The plural message has as many empty forms as the language has (Polish three).
    assert polish.endswith(
        'msgid "count.tests"\nmsgid_plural "count.tests"\n'
        + "".join(f'msgstr[{i}] ""\n' for i in range(3))
    )
    # Untranslated, they fail the check until a translator writes them.
    with pytest.raises(catalogs.CatalogueCheckError) as error:
        catalogs.load(translations)
    assert "message 'ui.test.new' is not translated" in str(error.value)


def test_sync_reports_a_message_its_template_lost(
    translations: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = translations / "sv" / "LC_MESSAGES" / "ui.po"
    with path.open("a", encoding="utf-8") as catalog:
        catalog.write("\n" + entry("ui.test.gone", forms=["borta"]))
    before = path.read_text(encoding="utf-8")
    sync(translations)
    assert path.read_text(encoding="utf-8") == before  # reported, not removed
    assert "ui.test.gone is not in the template: remove it" in capsys.readouterr().err
