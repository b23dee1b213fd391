"""axe-core on every Spanish page of the site, as test_accessibility.py checks the French ones (the same
check; two files, so that a parallel run gives them to two workers)."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page

from .test_accessibility import CASES, SPANISH, check_page


@pytest.mark.parametrize(("path", "scheme"), [c for c in CASES if c[0].startswith(SPANISH)])
def test_no_axe_violation(guarded: Page, site_url: str, path: str, scheme: str) -> None:
    check_page(guarded, site_url, path, scheme)
