"""Learning by doing: lessons (data files replayed and checked at build time, ``docs/lessons/<game>/``)
and drills (dealt by a game from a seed), every answer judged by the engine. See :mod:`.model` for the
lesson format, :mod:`.lessons` for the checks and the steps as a page shows them, :mod:`.drills`, and
:mod:`.widgets` for the bridge operations and the shortcodes."""

from .lessons import LessonFailure, check, judge_step, step_view
from .model import Lesson, LessonStep, load_lesson, parse_lesson

__all__ = ["Lesson", "LessonFailure", "LessonStep", "check", "judge_step", "load_lesson", "parse_lesson",
           "step_view"]
