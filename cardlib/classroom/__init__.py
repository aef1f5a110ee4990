"""Class duplicate: every student plays the same set of deals, and the results are compared deal by deal.

A teacher makes a deal set (``make_deal_set``), each student plays it and saves his played records in
a folder of his own, and ``class_report`` checks every record against the set and scores the class.
"""

from cardlib.classroom.deal_set import DealSet, load_deal_set, make_deal_set
from cardlib.classroom.report import ClassReport, class_report
from cardlib.classroom.seat import ClassSeat

__all__ = ["ClassReport", "ClassSeat", "DealSet", "class_report", "load_deal_set", "make_deal_set"]
