"""The one error of the trajectory room: a steering request that cannot be carried out, or a file that is no
trajectory; the message says why."""


class TrajectoryError(ValueError):
    """A steering request that cannot be carried out; the message says why."""
